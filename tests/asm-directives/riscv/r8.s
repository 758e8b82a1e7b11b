flw fa0, 4(a1
