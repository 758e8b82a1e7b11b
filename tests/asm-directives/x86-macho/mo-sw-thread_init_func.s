.thread_init_func
nop
