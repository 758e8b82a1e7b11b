.section .llvm.call-graph-profile,"e",@llvm_call_graph_profile
add a0, a1, a2
