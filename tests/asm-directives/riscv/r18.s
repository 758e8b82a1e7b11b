vadd.vx v0, v1, (a0
