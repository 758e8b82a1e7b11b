.include "nest.s"
add x0, x1, x2
