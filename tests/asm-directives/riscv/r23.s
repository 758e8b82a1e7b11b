lr.w a0, (a1
