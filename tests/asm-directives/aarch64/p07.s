.include "bad.s"
.include "bad.s"
