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
 * perf-gate's work agent: answers every connection to 127.0.0.1:{port} with one line of numbers:
 * the bytes the JVM's threads have allocated so far, the CPU time (nanoseconds) its Java threads
 * have used so far, the milliseconds its JIT compilers have spent so far, this agent's own CPU
 * nanoseconds and allocated bytes so far (below), and the milliseconds its collections have paused
 * the app so far; then closes it.
 * perf-gate reads it right before and right after a measured window, and around the warm-up's short
 * windows (a JVM that still compiles is not warm).
 *
 * <p>Bytes: exact to the byte: HotSpot counts each thread's allocations, including the part of its
 * current allocation buffer in use (ThreadMXBean#getThreadAllocatedBytes). Java 21+:
 * ThreadMXBean#getTotalThreadAllocatedBytes (threads that ended included). Java 17: the sum over
 * live threads plus the last figure read of every thread that has ended since (what a thread
 * allocates between the last read and its end is missed).
 *
 * <p>CPU: the sum of ThreadMXBean#getThreadCpuTime over the live Java threads, plus the last figure
 * read of every thread that has ended since. HotSpot hides its JIT compiler threads from that list
 * and its GC threads are not Java threads, so this is the CPU the app's own code (request threads,
 * pools, schedulers) used: unlike the container's cgroup total, the JIT's own compiling is not
 * in it (code still falls as it gets compiled: 2.1 to 1.7 ms per request over an A/A gate).
 *
 * <p>JIT: CompilationMXBean#getTotalCompilationTime, the summed time of all compiler threads;
 * -1 when the JVM has no JIT or does not time it.
 *
 * <p>This thread's own allocations and CPU (the answers) are left out of those three figures and
 * reported on their own instead, as two more fields: the CPU nanoseconds this serving thread has
 * used so far (ThreadMXBean#getCurrentThreadCpuTime, read last before the answer is written, so it
 * includes the work of this answer) and the bytes it has allocated so far
 * (getCurrentThreadAllocatedBytes); -1 when the JVM does not measure them.
 *
 * <p>GC pauses: the milliseconds the stop-the-world collections have taken so far (see
 * gcPauseMillis), a sixth field, read here so that a window's GC time costs no HTTP scrape.
 *
 * <p>The answer is always six fields, "bytes cpu jit agentCpu agentBytes gcMs" ("unsupported" for
 * bytes, -1 for any other figure not measured). Nothing else runs in the agent: between two connections its thread waits in
 * accept(). Compiled with javac --release 17 by scripts/work-agent; the app's code is untouched.
 */
public final class WorkAgent {

    /** Per-thread figures read last (bytes, CPU), and what the threads that ended had reached. */
    private static final Map<Long, Long> lastBytes = new HashMap<>();
    private static final Map<Long, Long> lastCpu = new HashMap<>();
    private static final long[] ended = new long[2];

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
                long all = total != null ? (Long) total.invoke(threads) : sumOfThreads(threads, 0);
                if (total != null && all >= 0) all -= threads.getCurrentThreadAllocatedBytes();
                long cpu = sumOfThreads(threads, 1);
                long jit = compileMillis();
                long gc = gcPauseMillis();
                String line = (all < 0 ? "unsupported" : Long.toString(all)) + " " + cpu + " " + jit;
                OutputStream out = socket.getOutputStream();
                // This thread's own figures, CPU last: all this answer did but append them and write.
                long ownBytes = ownAllocatedBytes(threads);
                long ownCpu = ownCpuNanos(threads);
                line += " " + ownCpu + " " + ownBytes + " " + gc + "\n";
                out.write(line.getBytes(StandardCharsets.US_ASCII));
                out.flush();
            } catch (Exception e) {
                if (server.isClosed()) return;
            }
        }
    }

    /** CPU nanoseconds this thread has used so far; -1 when the JVM does not measure it. */
    private static long ownCpuNanos(com.sun.management.ThreadMXBean threads) {
        if (!threads.isCurrentThreadCpuTimeSupported() || !threads.isThreadCpuTimeEnabled()) return -1;
        return Math.max(threads.getCurrentThreadCpuTime(), -1);
    }

    /** Bytes this thread has allocated so far; -1 when the JVM does not measure it. */
    private static long ownAllocatedBytes(com.sun.management.ThreadMXBean threads) {
        if (!threads.isThreadAllocatedMemorySupported() || !threads.isThreadAllocatedMemoryEnabled()) return -1;
        return Math.max(threads.getCurrentThreadAllocatedBytes(), -1);
    }

    /**
     * Milliseconds the JVM's stop-the-world collections have taken so far: the sum of
     * GarbageCollectorMXBean#getCollectionTime over the collectors, without the ones that count
     * concurrent cycles (G1's "G1 Concurrent GC" since Java 20, ZGC's and Shenandoah's "… Cycles"),
     * which run beside the app's threads instead of stopping them; -1 when no collector times itself.
     */
    private static long gcPauseMillis() {
        long sum = -1;
        for (java.lang.management.GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            String name = gc.getName();
            if (name.contains("Concurrent") || name.endsWith("Cycles")) continue;
            long time = gc.getCollectionTime();
            if (time >= 0) sum = Math.max(sum, 0) + time;
        }
        return sum;
    }

    /** Milliseconds the JIT compilers have spent so far; -1 without a timed JIT. */
    private static long compileMillis() {
        java.lang.management.CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        if (jit == null || !jit.isCompilationTimeMonitoringSupported()) return -1;
        return jit.getTotalCompilationTime();
    }

    /**
     * The sum of one per-thread figure (0: bytes allocated, 1: CPU nanoseconds) over the live Java
     * threads but this one, plus what every thread that has ended had reached when last read; -1
     * when the JVM does not measure it.
     */
    private static long sumOfThreads(com.sun.management.ThreadMXBean threads, int figure) {
        boolean bytes = figure == 0;
        if (bytes ? !threads.isThreadAllocatedMemorySupported()
                : !threads.isThreadCpuTimeSupported() || !threads.isThreadCpuTimeEnabled()) return -1;
        long self = Thread.currentThread().getId();
        long[] ids = threads.getAllThreadIds();
        long[] values = bytes ? threads.getThreadAllocatedBytes(ids) : threads.getThreadCpuTime(ids);
        Map<Long, Long> last = bytes ? lastBytes : lastCpu;
        Map<Long, Long> now = new HashMap<>();
        long sum = 0;
        for (int i = 0; i < ids.length; i++) {
            if (values[i] < 0 || ids[i] == self) continue;
            now.put(ids[i], values[i]);
            sum += values[i];
        }
        for (Map.Entry<Long, Long> entry : last.entrySet()) {
            if (!now.containsKey(entry.getKey())) ended[figure] += entry.getValue();
        }
        last.clear();
        last.putAll(now);
        return sum + ended[figure];
    }
}
