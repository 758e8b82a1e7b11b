.fill 1, 9
