.include "defm.s"
mm
