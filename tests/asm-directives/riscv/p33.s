.include "o\777.s"
