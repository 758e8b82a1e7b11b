add x0, x1, x2
zzzq x0
