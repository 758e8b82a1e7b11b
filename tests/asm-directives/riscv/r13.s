la a0, (x
