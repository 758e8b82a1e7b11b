.section .llvm.call-graph-profile,"e",@llvm_call_graph_profile
add x0, x1, x2
