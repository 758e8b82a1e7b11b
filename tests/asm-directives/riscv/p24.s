.include "ifopen.s"
.endif
