export { Header } from './header.tsx';
