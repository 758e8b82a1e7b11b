.option push
.option norvc
add a0, a0, a1
.option pop
.option pop
