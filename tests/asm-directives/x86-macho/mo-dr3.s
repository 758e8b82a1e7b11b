.data_region
.end_data_region 1
nop
