/** Login and Register, one lazy chunk: each links to the other (one entry less in the home page's code). */
export { LoginRoute } from './login';
export { RegisterRoute } from './register';
