.secure_log_reset
nop
