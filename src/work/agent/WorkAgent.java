package perfgate;

import java.io.OutputStream;
import java.lang.instrument.Instrumentation;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * perf-gate's work agent: answers every connection to 127.0.0.1:{port} with one line, the bytes
 * the JVM's threads have allocated so far, and closes it. perf-gate reads it right before and right
 * after a measured window. Exact to the byte: HotSpot counts each thread's allocations, including
 * the part of its current allocation buffer in use (ThreadMXBean#getThreadAllocatedBytes).
 *
 * <p>Java 21+: ThreadMXBean#getTotalThreadAllocatedBytes (threads that ended included). Java 17:
 * the sum over live threads plus the last figure read of every thread that has ended since (what
 * a thread allocates between the last read and its end is missed). This thread's own allocations
 * (the answers) are left out.
 *
 * <p>Compiled with javac --release 17 by scripts/work-agent; the app's code is untouched.
 */
public final class WorkAgent {

    private static final Map<Long, Long> lastSeen = new HashMap<>();
    private static long ended;

    private WorkAgent() {}

    public static void premain(String args, Instrumentation instrumentation) {
        start(args);
    }

    public static void agentmain(String args, Instrumentation instrumentation) {
        start(args);
    }

    private static void start(String args) {
        try {
            ServerSocket server = new ServerSocket(Integer.parseInt(args.trim()), 8, InetAddress.getLoopbackAddress());
            Thread thread = new Thread(() -> serve(server), "perf-gate-work-agent");
            thread.setDaemon(true);
            thread.start();
        } catch (Exception e) {
            System.err.println("perf-gate work agent: not started: " + e);
        }
    }

    private static void serve(ServerSocket server) {
        com.sun.management.ThreadMXBean threads = null;
        Method total = null;
        while (true) {
            try (Socket socket = server.accept()) {
                if (threads == null) {
                    threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
                    try {
                        total = com.sun.management.ThreadMXBean.class.getMethod("getTotalThreadAllocatedBytes");
                        total.invoke(threads); // first call: whatever reflection sets up, once
                    } catch (NoSuchMethodException e) {
                        total = null;
                    }
                }
                // This thread's own figure is read right after the total, so what it allocates
                // answering (the same every time) is what is left out.
                long all = total != null ? (Long) total.invoke(threads) : sumOfThreads(threads);
                if (total != null && all >= 0) all -= threads.getCurrentThreadAllocatedBytes();
                String line = (all < 0 ? "unsupported" : Long.toString(all)) + "\n";
                OutputStream out = socket.getOutputStream();
                out.write(line.getBytes(StandardCharsets.US_ASCII));
                out.flush();
            } catch (Exception e) {
                if (server.isClosed()) return;
            }
        }
    }

    private static long sumOfThreads(com.sun.management.ThreadMXBean threads) {
        if (!threads.isThreadAllocatedMemorySupported()) return -1;
        long self = Thread.currentThread().getId();
        long[] ids = threads.getAllThreadIds();
        long[] bytes = threads.getThreadAllocatedBytes(ids);
        Map<Long, Long> now = new HashMap<>();
        long sum = 0;
        for (int i = 0; i < ids.length; i++) {
            if (bytes[i] < 0 || ids[i] == self) continue;
            now.put(ids[i], bytes[i]);
            sum += bytes[i];
        }
        for (Map.Entry<Long, Long> entry : lastSeen.entrySet()) {
            if (!now.containsKey(entry.getKey())) ended += entry.getValue();
        }
        lastSeen.clear();
        lastSeen.putAll(now);
        return sum + ended;
    }
}
