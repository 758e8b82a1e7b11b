.data_region jt64
nop
