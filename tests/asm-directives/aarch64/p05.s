.include "missing.s"
