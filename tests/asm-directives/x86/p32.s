.include "o\x.s"
