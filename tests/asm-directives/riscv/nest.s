.include "bad.s"
add a0, a1, a2
