li a0, (1
