.include "a#b.s"
