.include   
