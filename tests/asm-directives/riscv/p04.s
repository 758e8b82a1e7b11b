.include "ok.s" x
