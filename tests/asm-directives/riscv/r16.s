vle8.v v0, (a0
