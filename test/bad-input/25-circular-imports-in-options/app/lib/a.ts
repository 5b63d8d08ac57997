import { B_NS } from './b';
export const A_NS: string = B_NS;
