.include "ok.s" # c
