add a0, a1, a2
zzzq a0
