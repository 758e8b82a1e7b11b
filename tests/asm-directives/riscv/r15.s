lui a0, %hi((x)
