import { A_NS } from './a';
export const B_NS: string = A_NS;
