.include "o\q.s"
