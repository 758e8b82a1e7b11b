.include "o\x6b.s"
