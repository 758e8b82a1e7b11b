.end_data_region
add a0, a1, a2
