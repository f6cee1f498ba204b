/** The node in no cluster's number. */
export const NO_CLUSTER = -1;

/** Linked nodes as clusters: numbered by their first node, with their members in node order. */
export interface NodeClusters {
  /** Each node's cluster, or NO_CLUSTER for a node no link touched. */
  clusterOfNode: Int32Array;
  /** Cluster c's members are memberNodes[memberStart[c]…memberStart[c + 1]). */
  memberStart: Int32Array;
  memberNodes: Int32Array;
}

/** Union-find over numbered nodes (rows, then pages no row has), with path halving and union by size. */
export class UnionFind {
  private parent: Int32Array;
  /** Per root, how many nodes its tree holds. */
  private treeSize: Int32Array;
  /** 1 for a node some link touched: only those are in a cluster. */
  private linked: Uint8Array;
  private count: number;

  constructor(nodes: number) {
    this.count = nodes;
    const room = Math.max(16, nodes + (nodes >> 4));
    this.parent = new Int32Array(room);
    this.treeSize = new Int32Array(room);
    this.linked = new Uint8Array(room);
    for (let node = 0; node < room; node += 1) this.parent[node] = node;
    this.treeSize.fill(1);
  }

  /** How many nodes there are: the number the next `add` gives. */
  get nodeCount(): number {
    return this.count;
  }

  /** A new node (a page no row has); its number. */
  add(): number {
    if (this.count === this.parent.length) this.grow();
    return this.count++;
  }

  link(a: number, b: number): void {
    this.linked[a] = 1;
    this.linked[b] = 1;
    let rootA = this.find(a);
    let rootB = this.find(b);
    if (rootA === rootB) return;
    if (this.treeSize[rootA]! < this.treeSize[rootB]!) [rootA, rootB] = [rootB, rootA];
    this.parent[rootB] = rootA;
    this.treeSize[rootA]! += this.treeSize[rootB]!;
  }

  /** Marks `node` linked and gives its tree's root (for joinRoot). */
  rootOfLinked(node: number): number {
    this.linked[node] = 1;
    return this.find(node);
  }

  /**
   * `link(a, node)` for an `a` whose tree's root is `root`, given and returned: a row's links join
   * one tree, whose root need not be looked for again at each.
   */
  joinRoot(root: number, node: number): number {
    this.linked[node] = 1;
    const other = this.find(node);
    if (other === root) return root;
    const size = this.treeSize;
    if (size[root]! < size[other]!) {
      this.parent[root] = other;
      size[other]! += size[root]!;
      return other;
    }
    this.parent[other] = root;
    size[root]! += size[other]!;
    return root;
  }

  clusters(): NodeClusters {
    const clusterOfRoot = new Int32Array(this.count).fill(NO_CLUSTER);
    const clusterOfNode = new Int32Array(this.count).fill(NO_CLUSTER);
    let clusters = 0;
    for (let node = 0; node < this.count; node += 1) {
      if (this.linked[node] === 0) continue;
      const root = this.find(node);
      if (clusterOfRoot[root] === NO_CLUSTER) clusterOfRoot[root] = clusters++;
      clusterOfNode[node] = clusterOfRoot[root]!;
    }
    const memberStart = new Int32Array(clusters + 1);
    for (let node = 0; node < this.count; node += 1)
      if (clusterOfNode[node] !== NO_CLUSTER) memberStart[clusterOfNode[node]! + 1]! += 1;
    for (let cluster = 0; cluster < clusters; cluster += 1) memberStart[cluster + 1]! += memberStart[cluster]!;
    const memberNodes = new Int32Array(memberStart[clusters]!);
    const next = memberStart.slice(0, clusters);
    for (let node = 0; node < this.count; node += 1) {
      const cluster = clusterOfNode[node]!;
      if (cluster !== NO_CLUSTER) memberNodes[next[cluster]!++] = node;
    }
    return { clusterOfNode, memberStart, memberNodes };
  }

  private find(node: number): number {
    while (this.parent[node] !== node) {
      this.parent[node] = this.parent[this.parent[node]!]!;
      node = this.parent[node]!;
    }
    return node;
  }

  private grow(): void {
    const room = this.parent.length * 2;
    const parent = new Int32Array(room);
    parent.set(this.parent);
    for (let node = this.parent.length; node < room; node += 1) parent[node] = node;
    const size = new Int32Array(room).fill(1);
    size.set(this.treeSize);
    const linked = new Uint8Array(room);
    linked.set(this.linked);
    [this.parent, this.treeSize, this.linked] = [parent, size, linked];
  }
}
