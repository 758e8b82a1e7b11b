add x0, x1, x2
.include "nonl.s"