csrr a0, (1
