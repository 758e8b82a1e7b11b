.include "errdir.s"
