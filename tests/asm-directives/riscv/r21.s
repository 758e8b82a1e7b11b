sd a0, (8
