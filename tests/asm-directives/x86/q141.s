.data_region
nop
