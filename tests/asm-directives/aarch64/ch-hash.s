mov w0, #'#'
.byte '#'
