.data_region jt32
.long 1
.end_data_region
nop
