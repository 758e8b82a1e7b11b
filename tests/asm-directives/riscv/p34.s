.include "ok.s"  
