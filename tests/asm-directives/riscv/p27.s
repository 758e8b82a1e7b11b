add a0, a1, a2
.include "nonl.s"