.include
