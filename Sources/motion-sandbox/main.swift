import SandboxHost

print("motion-sandbox (SDL \(linkedSDLVersion()))")
