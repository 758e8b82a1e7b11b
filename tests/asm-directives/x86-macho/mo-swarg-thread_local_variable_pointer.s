.thread_local_variable_pointer 1
nop
