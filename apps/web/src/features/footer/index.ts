export { Footer } from './footer.tsx';
