export default function Home() {
  return <h1>Academy</h1>;
}
