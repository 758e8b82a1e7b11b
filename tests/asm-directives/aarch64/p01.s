.include "ok.s"
