.end_data_region
nop
